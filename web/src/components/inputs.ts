/**
 * antd's text boxes, each on its own. `Input` from 'antd' carries all of them (TextArea, Password, OTP and Search:
 * 10 kB gzip where a screen shows one plain box, issue #27), so screens take the ones they draw from here; lint
 * refuses `Input` from 'antd'.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as Password } from 'antd/es/input/Password';
export { default as SearchBox } from 'antd/es/input/Search';
