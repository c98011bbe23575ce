import {
  ApiPaths,
  apiRoute,
  ConfirmResetSchema,
  CreateLoadSchema,
  DecimalInputSchema,
  isStrongPassword,
  RegisterRequestSchema,
  SendMessageFieldsSchema,
  STRONG_PASSWORD_HINT,
  VerifyCodeSchema,
} from './index';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('decimals from forms', () => {
  it('accepts numbers and numeric strings, and sends empty as null', () => {
    expect(DecimalInputSchema.parse(12.5)).toBe(12.5);
    expect(DecimalInputSchema.parse('1200.50')).toBe(1200.5);
    expect(DecimalInputSchema.parse('')).toBeNull();
    expect(DecimalInputSchema.parse(null)).toBeNull();
  });
  it('refuses words and negative amounts', () => {
    expect(DecimalInputSchema.safeParse('12abc').success).toBe(false);
    expect(DecimalInputSchema.safeParse(-1).success).toBe(false);
  });
});

describe('the spec password rules', () => {
  it('needs upper, lower, digit and symbol for new dispatchers and drivers', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    for (const weak of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!']) expect(isStrongPassword(weak)).toBe(false);
    const r = RegisterRequestSchema.safeParse({ first_name: 'Ann', email: 'a@b.co', password: 'weak', user_type: 'driver' });
    expect(firstMessage(r)).toBe(STRONG_PASSWORD_HINT);
  });
  it('words reset failures as the spec does', () => {
    expect(firstMessage(ConfirmResetSchema.safeParse({ code: '123456', new_password: 'short', confirm_password: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(firstMessage(ConfirmResetSchema.safeParse({ code: '123456', new_password: 'longenough', confirm_password: 'different1' }))).toBe(
      'Passwords do not match',
    );
    expect(VerifyCodeSchema.safeParse({ code: '1234567' }).success).toBe(false);
  });
});

describe('create-load', () => {
  const valid = {
    loadname: 'Steel coils',
    pickup_location: 'Columbus, OH',
    delivery_location: 'Chicago, IL',
    pickup_date: '2026-11-21',
    pickup_time: '08:30',
    delivery_date: '2026-11-22',
    delivery_time: '17:00',
    weight_lbs: '42000.5',
    price: '',
  };
  it('parses the form as the spec sends it', () => {
    const load = CreateLoadSchema.parse(valid);
    expect(load.weight_lbs).toBe(42000.5);
    expect(load.price).toBeNull();
  });
  it('refuses impossible dates and a delivery before the pickup', () => {
    expect(CreateLoadSchema.safeParse({ ...valid, pickup_date: '2026-02-30' }).success).toBe(false);
    // No year 0 in the calendar: PostgreSQL refuses it, so the contract does first.
    expect(firstMessage(CreateLoadSchema.safeParse({ ...valid, pickup_date: '0000-11-20' }))).toBe('must be a real calendar date');
    expect(CreateLoadSchema.safeParse({ ...valid, pickup_date: '0001-11-20', delivery_date: '0001-11-21' }).success).toBe(true);
    expect(firstMessage(CreateLoadSchema.safeParse({ ...valid, delivery_date: '2026-11-20' }))).toBe('Delivery date cannot be before the pickup date');
  });
});

describe('chat sends', () => {
  it('store line breaks as LF, whatever the browser sent', () => {
    expect(SendMessageFieldsSchema.parse({ message: 'one\r\ntwo\rthree\nfour' }).message).toBe('one\ntwo\nthree\nfour');
  });

  it('count a blank client id as none, and no message as empty text', () => {
    expect(SendMessageFieldsSchema.parse({ client_id: '  ' })).toEqual({ message: '' });
  });
});

describe('apiRoute', () => {
  it("gives the server's route pattern of a path, with the parameter's name", () => {
    expect(apiRoute(ApiPaths.listLoads)).toBe('/list-loads/');
    expect(apiRoute(ApiPaths.load)).toBe('/loads/:id/');
    expect(apiRoute(ApiPaths.messages, 'contactId')).toBe('/messages/:contactId/');
    expect(apiRoute(ApiPaths.deleteMessage, 'messageId')).toBe('/chat/message/:messageId/delete/');
  });
});
