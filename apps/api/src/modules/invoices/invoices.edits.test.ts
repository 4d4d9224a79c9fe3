// Invoice writes: creating and editing with server-computed totals, send, mark paid, delete,
// and the invoice address book.
import { describe, expect, it } from 'vitest';
import { day, invoicesTestKit } from './invoices.test-kit.ts';

const { manager, get, post, draft, total } = invoicesTestKit();

describe('creating and editing', () => {
  it('creates with the next number and server-computed totals', async () => {
    const next = (await get('/api/invoices/next-number')).json().invoiceNumber;
    expect(next).toMatch(/^INV-\d+$/);
    const response = await post('/api/invoices/new', {
      ...draft(),
      totalPrice: 1,
      subTotalPrice: 1,
    });
    expect(response.statusCode).toBe(200);
    const { invoice } = response.json();
    expect(invoice.invoiceNumber).toBe(next);
    expect(invoice.status).toBe('draft');
    expect(invoice.items.map((item: { total: number }) => item.total)).toEqual([240, 241]);
    expect(invoice.subTotalPrice).toBe(481);
    expect(invoice.totalPrice).toBe(496.25);
    expect(invoice.invoiceFrom.name).toBe('Keel Inc.');
    expect(invoice.sent).toBe(0);
    expect((await get('/api/invoices/next-number')).json().invoiceNumber).not.toBe(next);
    const found = await get(`/api/invoices/invoice?id=${invoice.id}`);
    expect(found.json().invoice).toEqual(invoice);
  });

  it('validates with the form messages, nothing created', async () => {
    const before = await total();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ createDate: '' }, 'createDate', 'Create date is required'],
      [{ dueDate: undefined }, 'dueDate', 'Due date is required'],
      [{ dueDate: day(-1) }, 'dueDate', 'Due date must be after the create date'],
      [{ invoiceTo: '' }, 'invoiceTo', 'Invoice to is required'],
      [{ items: [] }, 'items', 'Add at least one item'],
      [{ items: [{ title: ' ', quantity: 1, price: 1 }] }, 'items.0.title', 'Title is required'],
      [
        { items: [{ title: 'x', quantity: 0, price: 1 }] },
        'items.0.quantity',
        'Quantity must be at least 1',
      ],
      [
        { items: [{ title: 'x', quantity: 1, price: -1 }] },
        'items.0.price',
        'Price must be 0 or more',
      ],
      [{ discount: 5000 }, 'discount', 'Discount cannot exceed the subtotal'],
      [{ status: 'overdue' }, 'status', ''],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/invoices/new', draft(change));
      expect(response.statusCode, field).toBe(400);
      if (message) expect(response.json().errors[field], field).toBe(message);
    }
    const unknownClient = await post(
      '/api/invoices/new',
      draft({ invoiceTo: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.json().errors.invoiceTo).toBe('Invoice to is required');
    expect(await total()).toBe(before);
  });

  it('updates fields and items, recomputing totals', async () => {
    const { invoice } = (await post('/api/invoices/new', draft())).json();
    const response = await post('/api/invoices/update', {
      invoiceId: invoice.id,
      invoice: {
        items: [{ title: 'Audit', service: 'full stack development', quantity: 1, price: 150 }],
        discount: 0,
        taxes: 15,
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().invoice;
    expect(updated.items).toHaveLength(1);
    expect(updated.subTotalPrice).toBe(150);
    expect(updated.totalPrice).toBe(165);
    expect(updated.invoiceNumber).toBe(invoice.invoiceNumber);

    const discountOnly = (
      await post('/api/invoices/update', { invoiceId: invoice.id, invoice: { discount: 50 } })
    ).json().invoice;
    expect(discountOnly.totalPrice).toBe(115);
    // Fields the update did not name are left alone.
    expect(discountOnly).toMatchObject({ status: 'draft', notes: 'Thanks!', taxes: 15 });

    const tooMuch = await post('/api/invoices/update', {
      invoiceId: invoice.id,
      invoice: { discount: 151 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.discount).toBe('Discount cannot exceed the subtotal');
    const early = await post('/api/invoices/update', {
      invoiceId: invoice.id,
      invoice: { dueDate: day(-3) },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.dueDate).toBe('Due date must be after the create date');
    expect((await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice.totalPrice).toBe(
      115,
    );

    const missing = await post('/api/invoices/update', {
      invoiceId: '00000000-0000-4000-8000-000000000000',
      invoice: { notes: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Invoice not found');
  });

  it('reads an unpaid invoice past its due date as overdue', async () => {
    const { invoice } = (
      await post(
        '/api/invoices/new',
        draft({ status: 'unpaid', createDate: day(-20), dueDate: day(-2) }),
      )
    ).json();
    expect(invoice.status).toBe('overdue');
    const open = (
      await post(
        '/api/invoices/new',
        draft({ status: 'unpaid', createDate: day(-2), dueDate: day(0) }),
      )
    ).json().invoice;
    expect(open.status).toBe('unpaid');
  });
});

describe('send, mark paid, delete', () => {
  it('send counts and turns a draft unpaid', async () => {
    const { invoice } = (await post('/api/invoices/new', draft())).json();
    expect((await post('/api/invoices/send', { invoiceIds: [invoice.id] })).statusCode).toBe(200);
    let fresh = (await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice;
    expect(fresh).toMatchObject({ sent: 1, status: 'unpaid' });
    await post('/api/invoices/send', { invoiceIds: [invoice.id] });
    fresh = (await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice;
    expect(fresh).toMatchObject({ sent: 2, status: 'unpaid' });
    expect((await post('/api/invoices/send', { invoiceIds: ['nope'] })).statusCode).toBe(400);
  });

  it('mark paid sets paidAt, notifies the creator, and only once', async () => {
    const { invoice } = (await post('/api/invoices/new', draft({ status: 'unpaid' }))).json();
    const before = (await get('/api/notifications?pageSize=1')).json().total;
    // Marked paid by someone else: the creator (demo) is told.
    const response = await post(
      '/api/invoices/mark-paid',
      { invoiceId: invoice.id },
      manager.headers,
    );
    expect(response.statusCode).toBe(200);
    const paid = response.json().invoice;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const notifications = (await get('/api/notifications?pageSize=1')).json();
    expect(notifications.total).toBe(before + 1);
    expect(notifications.notifications[0]).toMatchObject({
      type: 'invoice_paid',
      link: `/dashboard/invoice/${invoice.id}`,
    });

    const again = await post('/api/invoices/mark-paid', { invoiceId: invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already paid');
    const paidTab = (await get(`/api/invoices?status=paid&q=${paid.invoiceNumber}`)).json();
    expect(paidTab.invoices.map((i: { id: string }) => i.id)).toContain(invoice.id);

    const missing = await post('/api/invoices/mark-paid', {
      invoiceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes invoices with their items', async () => {
    const { invoice } = (await post('/api/invoices/new', draft())).json();
    const before = await total();
    expect((await post('/api/invoices/delete', { invoiceIds: [invoice.id] })).statusCode).toBe(200);
    expect(await total()).toBe(before - 1);
    const gone = await get(`/api/invoices/invoice?id=${invoice.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Invoice not found');
    expect((await get('/api/invoices/invoice?id=garbage')).statusCode).toBe(404);
    expect((await post('/api/invoices/delete', { invoiceIds: [] })).statusCode).toBe(400);
  });
});

describe('invoice address book', () => {
  it('searches, workspace first, and adds addresses', async () => {
    const { addresses } = (await get('/api/invoices/addresses')).json();
    expect(addresses[0]).toMatchObject({ name: 'Keel Inc.', isWorkspace: true });
    const created = await post('/api/invoices/addresses/new', {
      name: 'Grace Hopper',
      company: 'Navy',
      address: '1 Yard St',
      email: 'Grace@Example.com',
      phone: '+1 555 0100',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().address).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      isWorkspace: false,
    });
    const found = (await get('/api/invoices/addresses?q=hopper')).json().addresses;
    expect(found.map((entry: { name: string }) => entry.name)).toEqual(['Grace Hopper']);
    const invalid = await post('/api/invoices/addresses/new', {
      name: '',
      address: '',
      email: 'nope',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      name: 'Name is required',
      address: 'Address is required',
      email: 'Email must be a valid email address',
    });
  });
});
