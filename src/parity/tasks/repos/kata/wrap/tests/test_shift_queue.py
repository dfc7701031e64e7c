from kata_wrap.shift_queue import shift_queue


def test_shift_queue_0():
    assert shift_queue(-2) == 0


def test_shift_queue_1():
    assert shift_queue(18) == 9


def test_shift_queue_2():
    assert shift_queue(10) == 1


def test_shift_queue_3():
    assert shift_queue(-10) == 3


def test_shift_queue_4():
    assert shift_queue(23) == 3


def test_shift_queue_5():
    assert shift_queue(25) == 5
