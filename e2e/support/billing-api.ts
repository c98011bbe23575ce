import { expect, type APIRequestContext } from '@playwright/test';
import type { Invoice } from '@haulboard/shared/api/admin';
import { ApiPaths, type Broker, type CreatedInvoices } from '@haulboard/shared/contracts';
import { apiLogin, apiUrl } from './api';
import { ADMIN } from './env';

// Brokers and invoices made through the API as the administrator (issue 30), for the billing
// journeys: each test makes its own broker under a unique name, so its invoices are its own.

export class BillingApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async admin(request: APIRequestContext): Promise<BillingApi> {
    const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    return new BillingApi(request, access_token);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** A broker billed at `billing_email`, paying in `terms` days. */
  async createBroker(name: string, billingEmail: string, terms = 30): Promise<Broker> {
    const res = await this.request.post(apiUrl(ApiPaths.brokers), {
      headers: this.headers,
      data: { name, billing_email: billingEmail, billing_address: '100 Main St, Tulsa, OK 74103', payment_terms_days: terms },
    });
    expect(res.status(), `create broker ${name}`).toBe(201);
    return (await res.json()) as Broker;
  }

  /** One invoice of `loads` to `broker`, issued on `issueDate` (an earlier day: an invoice that has aged). */
  async createInvoice(broker: number, loads: number[], issueDate: string): Promise<Invoice> {
    const res = await this.request.post(apiUrl(ApiPaths.invoices), { headers: this.headers, data: { broker, load_ids: loads, issue_date: issueDate } });
    expect(res.status(), `invoice of loads ${loads.join(', ')}`).toBe(201);
    return ((await res.json()) as CreatedInvoices).invoices[0];
  }
}
