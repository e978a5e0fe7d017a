import type { RequestHandler } from 'express'

/** Writes name.br and name.gz beside every compressible file of the directory; returns how many files. */
export function precompressAssets(directory: string): Promise<number>
/** Serves the precompressed twin the browser accepts (brotli first), or passes on. */
export function precompressedAssets(directory: string): RequestHandler
