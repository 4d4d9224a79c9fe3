// nprogress and its styles, loaded the first time a navigation takes longer than the delay.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

export { NProgress };
