import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicOrder } from '../../../shared/order.ts';
import { ApiError } from '../../lib/api.ts';
import { fetchOrder } from '../../features/orders/api/orders.ts';
import { OrderConfirmation, OrderNotFound } from '../../features/orders/components/order-confirmation.tsx';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<{ order: PublicOrder | null }> {
  try {
    return { order: await fetchOrder(params.number ?? '', request.signal, new URL(request.url).searchParams.get('key')) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { order: null };
    throw error;
  }
}

export function Component() {
  const { order } = useLoaderData<typeof loader>();
  return order ? <OrderConfirmation key={order.number} order={order} /> : <OrderNotFound />;
}
