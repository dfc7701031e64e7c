from kata_mean.core import jungle


def test_jungle_0():
    assert jungle([]) == 0


def test_jungle_1():
    assert jungle([22, 6, 2, 16]) == 11


def test_jungle_2():
    assert jungle([9, 17]) == 13


def test_jungle_3():
    assert jungle([19, 17, 25, 6, 19]) == 17


def test_jungle_4():
    assert jungle([12, 25, 21, 4, 28, 23]) == 18


def test_jungle_5():
    assert jungle([20]) == 20
