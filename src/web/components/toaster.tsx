import { createRoot } from 'react-dom/client';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

// The toasts' own React root, made when the first toast is shown (see toasts.ts).
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(<ToastContainer position="top-right" autoClose={5000} />);

export function showToast(kind: 'success' | 'info' | 'error', message: string, position: 'top-right' | 'top-left'): void {
  toast[kind](message, { position });
}
