import { describe, expect, it } from 'vitest';
import { formatMessage, serverMessages } from '../messages';
import {
  INVOICE_FIELDS,
  applyInvoiceBody,
  invoiceFieldProblem,
  invoiceStatusLabel,
  nextInvoiceStatus,
} from './invoices';

const valid = {
  orderId: 1,
  companyName: '问迹科技有限公司',
  taxNumber: '91110000MA01ABCD2X',
  registeredAddress: '北京市海淀区中关村大街 1 号',
  phone: '010-12345678',
  bank: '工商银行北京中关村支行',
  account: '6222 0202 0000 1234',
  contact: '张三',
  shippingAddress: '北京市海淀区中关村大街 1 号 3 层',
};

describe('invoice rules (spec point 5 "Invoice")', () => {
  it('counts the byte limits in UTF-8: 16 Chinese characters fit a company name, 17 do not', () => {
    expect(invoiceFieldProblem('companyName', '公'.repeat(16) + 'ab')).toBeNull();
    expect(invoiceFieldProblem('companyName', '公'.repeat(17))).toEqual({
      key: 'invoiceCompanyNameTooLong',
      params: { max: 50 },
    });
    expect(invoiceFieldProblem('companyName', 'a'.repeat(50))).toBeNull();
    expect(invoiceFieldProblem('registeredAddress', 'a'.repeat(101))?.params.max).toBe(100);
    expect(invoiceFieldProblem('shippingAddress', '路'.repeat(66) + 'ab')).toBeNull();
    expect(invoiceFieldProblem('shippingAddress', '路'.repeat(67))?.key).toBe('invoiceShippingAddressTooLong');
  });

  it('requires tax number, phone, bank, account, contact, company and shipping address', () => {
    const required = INVOICE_FIELDS.filter((field) => invoiceFieldProblem(field, '  ') !== null);
    expect(required).toEqual(['companyName', 'taxNumber', 'phone', 'bank', 'account', 'contact', 'shippingAddress']);
  });

  it('names every problem in both languages', () => {
    for (const field of INVOICE_FIELDS) {
      for (const value of ['', 'x'.repeat(201)]) {
        const problem = invoiceFieldProblem(field, value);
        if (!problem) continue;
        expect(serverMessages.zh[problem.key]).toBeDefined();
        expect(serverMessages.en[problem.key]).toBeDefined();
      }
    }
    expect(formatMessage('en', 'invoiceCompanyNameTooLong', { max: 50 })).toBe(
      'The company name must be at most 50 bytes (a Chinese character takes 3)',
    );
  });

  it('parses a valid application and refuses a too long one with its message key', () => {
    expect(applyInvoiceBody.safeParse(valid).success).toBe(true);
    const refused = applyInvoiceBody.safeParse({ ...valid, companyName: '公'.repeat(17), phone: '' });
    expect(refused.success).toBe(false);
    expect(
      refused.error?.issues.map((issue) => (issue as { params?: { messageKey?: string } }).params?.messageKey),
    ).toEqual(['invoiceCompanyNameTooLong', 'invoicePhoneRequired']);
  });

  it('moves applied -> invoicing -> shipped, and no further', () => {
    expect([nextInvoiceStatus('applied'), nextInvoiceStatus('invoicing'), nextInvoiceStatus('shipped')]).toEqual([
      'invoicing',
      'shipped',
      null,
    ]);
    expect([invoiceStatusLabel('zh', 'shipped'), invoiceStatusLabel('en', 'invoicing')]).toEqual([
      '已寄出',
      'Invoicing',
    ]);
  });
});
