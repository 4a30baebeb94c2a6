import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

function report(metric: Metric): void {
  console.log('[web-vitals]', metric.name, metric.value);
}

/** Writes the Core Web Vitals to the console as they become known (spec section 1). */
export function reportWebVitals(): void {
  onCLS(report);
  onINP(report);
  onLCP(report);
  onFCP(report);
  onTTFB(report);
}
