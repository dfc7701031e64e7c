from kata_balance.core import engine


def test_engine_0():
    assert engine([15, 8, 7, 4, 15, 20]) == 0


def test_engine_1():
    assert engine([16, 3, 8]) == 1


def test_engine_2():
    assert engine([]) == 0


def test_engine_3():
    assert engine([6, 7, 15]) == -1


def test_engine_4():
    assert engine([4, 1]) == 0


def test_engine_5():
    assert engine([8, 11, 6, 13, 18, 6, 6]) == 3
