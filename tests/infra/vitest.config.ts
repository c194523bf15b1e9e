import { definePackageConfig } from '../../vitest.shared.js';

// Reads the deployment files and validates them against their published schemas.
export default definePackageConfig({});
