import type { Driver } from '@haulboard/shared/contracts';
import { Alert, Text } from '@haulboard/shared/ui';
import { asOfWords, expiryWarnings, loadExpiry } from './truck-expiry';

/**
 * What the chosen driver's truck looks like on the load's pickup date, as the server judged it.
 * An expired registration or insurance is an alert (read at once); a date due within 30 days is
 * a quiet note. Neither blocks the assignment: the dispatcher may know the papers are renewed.
 */
export function TruckExpiryWarning({ driver, asOf }: { driver: Driver; asOf: string | undefined }) {
  const flag = loadExpiry(driver.truck_expiry);
  if (!flag || !driver.truck_expiry) return null;
  const lines = expiryWarnings(driver.truck_number, driver.truck_expiry, flag.state);
  if (flag.state === 'due') {
    return (
      <Text role="status" mt="2" fontSize="sm" color="orange.fg">
        {`${lines.join('. ')}. As of ${asOfWords(asOf)}.`}
      </Text>
    );
  }
  return (
    <Alert.Root status="warning" role="alert" mt="3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {lines.map((line) => (
          <Alert.Title key={line}>{line}</Alert.Title>
        ))}
        <Alert.Description>{`As of ${asOfWords(asOf)}. You can still assign this driver if the papers have been renewed.`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
