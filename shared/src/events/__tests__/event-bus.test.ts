import { resetEventBus } from '../../testing';
import { createEventBus, eventBus, isCommand, promptLogin } from '..';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('event bus: commands wait for a handler', () => {
  it('keeps the latest undelivered command of each type and hands it to the first handler only', async () => {
    const bus = createEventBus();
    bus.emit('toast', { message: 'first' });
    bus.emit('toast', { message: 'latest' });
    const first: string[] = [];
    const second: string[] = [];
    bus.on('toast', ({ message }) => first.push(message));
    bus.on('toast', ({ message }) => second.push(message));
    await tick();
    expect(first).toEqual(['latest']);
    expect(second).toEqual([]);
  });

  it('lets an observer see a waiting command without taking it from the handler', async () => {
    const bus = createEventBus();
    bus.emit('login:prompt', { loginRequired: true });
    const seen: unknown[] = [];
    const handled: unknown[] = [];
    bus.observe('login:prompt', (payload) => seen.push(payload));
    await tick();
    bus.on('login:prompt', (payload) => handled.push(payload));
    await tick();
    expect(seen).toEqual([{ loginRequired: true }]);
    expect(handled).toEqual([{ loginRequired: true }]);
  });

  it('delivers to every current handler, even when one of them throws', () => {
    const bus = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    bus.on('signup:prompt', () => {
      throw new Error('broken remote');
    });
    bus.on('signup:prompt', () => heard.push('second'));
    bus.emit('signup:prompt', {});
    expect(heard).toEqual(['second']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('event bus: facts reach current listeners only', () => {
  it('drops a fact nobody listens to: a listener that mounts later never hears it', async () => {
    const bus = createEventBus();
    bus.emit('session:login', { userId: 1 });
    const heard: number[] = [];
    bus.on('session:login', ({ userId }) => heard.push(userId));
    await tick();
    expect(heard).toEqual([]);
    bus.emit('session:login', { userId: 2 });
    expect(heard).toEqual([2]);
  });

  it('tells commands from facts by type', () => {
    expect(['toast', 'login:prompt', 'signup:prompt'].every((t) => isCommand(t as never))).toBe(true);
    expect(isCommand('session:login')).toBe(false);
  });
});

describe('resetEventBus (tests only)', () => {
  it("forgets the page bus's waiting commands and listeners", async () => {
    const heard: unknown[] = [];
    eventBus.on('toast', (payload) => heard.push(payload));
    promptLogin({ message: 'left over from another test' });
    resetEventBus();
    eventBus.emit('toast', { message: 'after reset' });
    const prompts: unknown[] = [];
    eventBus.on('login:prompt', (payload) => prompts.push(payload));
    await tick();
    expect(heard).toEqual([]);
    expect(prompts).toEqual([]);
  });
});
