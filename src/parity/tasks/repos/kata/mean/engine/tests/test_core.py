from kata_mean.core import engine


def test_engine_0():
    assert engine([]) == 0


def test_engine_1():
    assert engine([7, 27]) == 17


def test_engine_2():
    assert engine([17, 26, 22, 28, 20]) == 22


def test_engine_3():
    assert engine([22, 12]) == 17


def test_engine_4():
    assert engine([27]) == 27


def test_engine_5():
    assert engine([7, 15, 29, 26, 25, 6]) == 18
