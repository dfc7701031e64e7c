from kata_letter.shift_batch import shift_batch


def test_shift_batch_0():
    assert shift_batch(88) == 'B'


def test_shift_batch_1():
    assert shift_batch(89) == 'A'


def test_shift_batch_2():
    assert shift_batch(90) == 'A'


def test_shift_batch_3():
    assert shift_batch(78) == 'C'


def test_shift_batch_4():
    assert shift_batch(79) == 'B'


def test_shift_batch_5():
    assert shift_batch(80) == 'B'
