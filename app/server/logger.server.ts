import pino from 'pino'

/** JSON logs in production; the level comes from LOG_LEVEL (validated in config). */
export const logger = pino({
	level: process.env.LOG_LEVEL || 'info',
	base: undefined,
	redact: ['req.headers.cookie', 'req.headers.authorization'],
})
