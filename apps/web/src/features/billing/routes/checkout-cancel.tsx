import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CheckoutResult } from '../components/checkout-result';

/** Written in Spanish, as the specification asks. */
export function CheckoutCancelRoute() {
  return (
    <CheckoutResult
      lang="es"
      tone="neutral"
      icon={<CircleX aria-hidden />}
      title="Pago cancelado"
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard}>Volver al panel</Link>
          </Button>
          <Button asChild>
            <Link to={paths.pricing}>Ver planes de nuevo</Link>
          </Button>
        </>
      }
    >
      <title>Pago cancelado · Billfold</title>
      <p>
        Has cancelado el proceso de pago. No se ha realizado ningún cargo y tu plan actual sigue
        igual.
      </p>
    </CheckoutResult>
  );
}
