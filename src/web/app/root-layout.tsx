import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Header, the screen, footer, and the toasts (auto-close 5000 ms, top right by default). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastContainer position="top-right" autoClose={5000} />
    </>
  );
}
