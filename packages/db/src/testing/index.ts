export { createTestDatabase, type TestDatabase } from './test-database.js';
export { insertTestUser, openTestDataSource, type TestDataSource } from './test-data-source.js';
