import { AnalysisResultSchema, type Analysis as AnalysisDto } from '@billfold/contract';
import type { Analysis, PageImage } from '@billfold/db';

/** The path of a page image, relative to the site (SPEC.md: prefixed with the API base). */
export function pageImagePath(analysisId: string, pageNumber: number): string {
  return `/api/pages/${analysisId}/${pageNumber}`;
}

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
