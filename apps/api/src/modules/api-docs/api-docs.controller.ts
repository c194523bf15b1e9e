import { generateOpenApiDocument, operationsContract } from '@billfold/contract';
import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';

@Controller()
export class ApiDocsController {
  // Generated from the contract once per process: the contract does not change while it runs.
  private readonly document = generateOpenApiDocument();

  @TsRestHandler(operationsContract.openApiDocument)
  handler() {
    return tsRestHandler(operationsContract.openApiDocument, () =>
      Promise.resolve({ status: 200, body: this.document }),
    );
  }
}
