from kata_bonus.core import silver


def test_silver_0():
    assert silver(21) == 26


def test_silver_1():
    assert silver(37) == 46


def test_silver_2():
    assert silver(26) == 32


def test_silver_3():
    assert silver(47) == 58


def test_silver_4():
    assert silver(33, 4) == 41


def test_silver_5():
    assert silver(33, 5) == 49
