from kata_wrap.load_fee import load_fee


def test_load_fee_0():
    assert load_fee(15) == 7


def test_load_fee_1():
    assert load_fee(29) == 9


def test_load_fee_2():
    assert load_fee(6) == 10


def test_load_fee_3():
    assert load_fee(-3) == 1


def test_load_fee_4():
    assert load_fee(-8) == 8


def test_load_fee_5():
    assert load_fee(10, 4, 2) == 0
