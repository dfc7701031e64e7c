from kata_weigh.core import lemon


def test_lemon_0():
    assert lemon([7]) == 7


def test_lemon_1():
    assert lemon([2, 8, 10]) == 40


def test_lemon_2():
    assert lemon([11, 10, 2]) == 65


def test_lemon_3():
    assert lemon([8]) == 8


def test_lemon_4():
    assert lemon([5, 10, 11]) == 68


def test_lemon_5():
    assert lemon([9, 10]) == 39
