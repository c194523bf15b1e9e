export { DatabaseModule, provideRepository, type DatabaseConnection } from './database.module.js';
