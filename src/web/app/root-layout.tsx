import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SiteHeader } from '../features/navigation/components/site-header.tsx';
import { SiteFooter } from '../features/navigation/components/site-footer.tsx';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { SubscribeForm } from '../features/newsletter/components/subscribe-form.tsx';
import styles from './root-layout.module.css';

/** Header, the screen, footer, and the toasts (auto-close 5000 ms, top right by default). */
export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <SiteHeader search={<SearchBox />} />
      <div id="content" className={styles.content}>
        <Outlet />
      </div>
      <SiteFooter subscribe={<SubscribeForm />} />
      <ToastContainer position="top-right" autoClose={5000} />
    </div>
  );
}
