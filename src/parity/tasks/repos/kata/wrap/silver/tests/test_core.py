from kata_wrap.core import silver


def test_silver_0():
    assert silver(18) == 0


def test_silver_1():
    assert silver(6) == 10


def test_silver_2():
    assert silver(-3) == 1


def test_silver_3():
    assert silver(-4) == 0


def test_silver_4():
    assert silver(27) == 9


def test_silver_5():
    assert silver(25) == 7
