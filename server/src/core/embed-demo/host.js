/* global document, window, location, history, DOMParser */ // a browser script, served as it is (no build step)
// A parent application as the micro-app framework runs one: it sets the child's globals (the environment flag,
// the base route, the dispatch channel), then loads the child's HTML entry's styles and scripts into its own
// document, where the console mounts into #root with routes under the base route and its own header hidden.
const BASE_ROUTE = '/embed-demo/gwn';
const messages = [];

function show(data) {
  messages.push(data);
  const item = document.createElement('li');
  item.textContent = JSON.stringify(data);
  document.getElementById('host-messages').append(item);
  if (data && data.type === 'regionChange') document.getElementById('host-region').textContent = String(data.region);
}

Object.assign(window, {
  __MICRO_APP_ENVIRONMENT__: true,
  __MICRO_APP_NAME__: 'gwn',
  __MICRO_APP_BASE_ROUTE__: BASE_ROUTE,
  microApp: { dispatch: show, getData: () => ({}), addDataListener: () => undefined },
  // What the host received, for anyone inspecting the demo (and the embedded journey).
  hostMessages: messages,
});
document.getElementById('host-base').textContent = `${BASE_ROUTE}/`;
if (!location.pathname.startsWith(`${BASE_ROUTE}/`)) history.replaceState(null, '', `${BASE_ROUTE}/welcome${location.search}`);

// The console's HTML entry, as the account service serves it under /gwn/.
const entry = new DOMParser().parseFromString(await (await fetch('/gwn/', { headers: { accept: 'text/html' } })).text(), 'text/html');
for (const link of entry.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"]')) {
  const copy = document.createElement('link');
  copy.rel = link.rel;
  copy.href = link.getAttribute('href');
  if (link.hasAttribute('crossorigin')) copy.crossOrigin = link.getAttribute('crossorigin') || 'anonymous';
  document.head.append(copy);
}
for (const script of entry.querySelectorAll('script[type="module"][src]')) {
  const copy = document.createElement('script');
  copy.type = 'module';
  copy.src = script.getAttribute('src');
  if (script.hasAttribute('crossorigin')) copy.crossOrigin = script.getAttribute('crossorigin') || 'anonymous';
  document.head.append(copy);
}
