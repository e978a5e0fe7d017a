/** The external chat link of the floating WhatsApp button: digits of the number + URL-encoded message. */
export function whatsappLink(number: string, message: string): string {
	const digits = number.replace(/\D/g, '')
	const text = message.trim()
	return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`
}
