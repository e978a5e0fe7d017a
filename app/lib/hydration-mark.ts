/** The performance mark the app sets in the task that runs the first hydration's effects
 * (`HydrationDone`); `npm run bench:main-thread` finds that task by it and reports its length. */
export const hydrationEffectsMark = 'hydration-effects'
