// nprogress, loaded the first time a navigation takes longer than the delay. Its look is in the
// theme (overrides/base.ts), not in nprogress.css: that file, loaded later, won the cascade and
// painted the bar #29d under the header whatever the colour preset (issue 19).
import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false });

export { NProgress };
