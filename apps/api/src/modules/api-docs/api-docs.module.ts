import { Module } from '@nestjs/common';
import { ApiDocsController } from './api-docs.controller.js';

/** The contract as a document: GET /api/openapi.json (the reference page is in api-reference.ts). */
@Module({ controllers: [ApiDocsController] })
export class ApiDocsModule {}
