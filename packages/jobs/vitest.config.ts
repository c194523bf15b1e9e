import { definePackageConfig } from '../../vitest.shared.js';

// Decorators on: the tests create their databases through @billfold/db, whose entities use them.
export default definePackageConfig({ decorators: true });
