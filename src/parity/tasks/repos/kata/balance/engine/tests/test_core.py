from kata_balance.core import engine


def test_engine_0():
    assert engine([17, 8]) == 0


def test_engine_1():
    assert engine([7, 5, 12, 15, 3, 8, 8]) == -1


def test_engine_2():
    assert engine([2, 20, 20, 17, 16, 12]) == 4


def test_engine_3():
    assert engine([19, 3, 3, 4, 20]) == -1


def test_engine_4():
    assert engine([7, 14, 18, 6]) == 2


def test_engine_5():
    assert engine([15, 6, 19]) == -1
