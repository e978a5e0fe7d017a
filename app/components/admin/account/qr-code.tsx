import type { QrCodeShape } from '#app/lib/staff-schema.ts'

/** A QR code drawn from the server's module path: dark on white with its quiet zone, crisp at any size. */
export function QrCode({ shape, label, className }: { shape: QrCodeShape; label: string; className?: string }) {
	return (
		<svg
			viewBox={`0 0 ${shape.size} ${shape.size}`}
			role="img"
			aria-label={label}
			shapeRendering="crispEdges"
			className={className}
			data-testid="totp-qr"
		>
			<rect width={shape.size} height={shape.size} fill="#ffffff" />
			<path d={shape.path} fill="#111111" />
		</svg>
	)
}
