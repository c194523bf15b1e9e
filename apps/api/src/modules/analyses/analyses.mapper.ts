import {
  AnalysisResultSchema,
  pageImagePath,
  type Analysis as AnalysisDto,
  type AnalysisResult,
  type AnalyzeInvoiceResponse,
} from '@billfold/contract';
import type { Analysis, PageImage } from '@billfold/db';

export function toAnalysisDto(analysis: Analysis, pages: PageImage[]): AnalysisDto {
  const result = analysis.result ? AnalysisResultSchema.safeParse(analysis.result) : undefined;
  return {
    id: analysis.id,
    status: analysis.status,
    fileName: analysis.fileName,
    pageCount: analysis.pageCount,
    result: result?.success ? result.data : null,
    images: pages.map((page) => pageImagePath(analysis.id, page.pageNumber)),
    error: analysis.errorCode
      ? { code: analysis.errorCode, message: analysis.errorMessage ?? 'The analysis failed.' }
      : null,
    createdAt: analysis.createdAt.toISOString(),
    finishedAt: analysis.finishedAt?.toISOString() ?? null,
  };
}

/** SPEC.md's one-call answer: the result as a JSON string, with the page images. */
export function toAnalyzeInvoiceDto(analyzed: {
  analysis: Analysis;
  pages: PageImage[];
  result: AnalysisResult;
}): AnalyzeInvoiceResponse {
  return {
    analysisId: analyzed.analysis.id,
    analysis: JSON.stringify(analyzed.result),
    images: analyzed.pages.map((page) => pageImagePath(analyzed.analysis.id, page.pageNumber)),
  };
}
