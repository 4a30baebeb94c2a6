import type { Metric } from 'web-vitals';

function report(metric: Metric): void {
  console.log('[web-vitals]', metric.name, metric.value);
}

/**
 * Writes the Core Web Vitals to the console as they become known (spec section 1). The library loads
 * after the page: its observers read the buffered entries, so nothing early is missed.
 */
export function reportWebVitals(): void {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(report);
    onINP(report);
    onLCP(report);
    onFCP(report);
    onTTFB(report);
  });
}
