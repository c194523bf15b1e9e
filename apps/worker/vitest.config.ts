import { definePackageConfig } from '../../vitest.shared.js';

// Decorators on: NestJS and the @billfold/db entities need their metadata.
export default definePackageConfig({ decorators: true });
