// The project's own lint rules; each file says why it exists.
import areaBoundaries from './area-boundaries.js';
import featureBoundaries from './feature-boundaries.js';
import sqlInRepositories from './sql-in-repositories.js';

export default { rules: { 'area-boundaries': areaBoundaries, 'feature-boundaries': featureBoundaries, 'sql-in-repositories': sqlInRepositories } };
