import zlib from 'node:zlib'

/**
 * A WOFF 1.0 font unpacked to the OpenType (sfnt) font it wraps. fontkit reads WOFF, but inflates a
 * table again each time it reads from it: drawing a datasheet from the packed files spent most of
 * its time inflating. The files are unpacked once, when first needed (decision 0036).
 */
export function sfntFromWoff(woff: Buffer): Buffer {
	if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font')
	const flavor = woff.readUInt32BE(4)
	const numTables = woff.readUInt16BE(12)
	const tables = Array.from({ length: numTables }, (_, i) => {
		const entry = 44 + i * 20
		const offset = woff.readUInt32BE(entry + 4)
		const compressedLength = woff.readUInt32BE(entry + 8)
		const length = woff.readUInt32BE(entry + 12)
		const stored = woff.subarray(offset, offset + compressedLength)
		return {
			tag: woff.subarray(entry, entry + 4),
			checksum: woff.readUInt32BE(entry + 16),
			data: compressedLength < length ? zlib.inflateSync(stored) : stored,
		}
	})
	const headerLength = 12 + numTables * 16
	const padded = (n: number) => (n + 3) & ~3
	const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength)
	const sfnt = Buffer.alloc(total)
	// The table directory's binary-search fields (OpenType spec, "Table directory").
	const power = 2 ** Math.floor(Math.log2(numTables))
	sfnt.writeUInt32BE(flavor, 0)
	sfnt.writeUInt16BE(numTables, 4)
	sfnt.writeUInt16BE(power * 16, 6)
	sfnt.writeUInt16BE(Math.log2(power), 8)
	sfnt.writeUInt16BE(numTables * 16 - power * 16, 10)
	let offset = headerLength
	tables.forEach((table, i) => {
		const record = 12 + i * 16
		table.tag.copy(sfnt, record)
		sfnt.writeUInt32BE(table.checksum, record + 4)
		sfnt.writeUInt32BE(offset, record + 8)
		sfnt.writeUInt32BE(table.data.length, record + 12)
		table.data.copy(sfnt, offset)
		offset += padded(table.data.length)
	})
	return sfnt
}
