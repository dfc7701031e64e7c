from kata_discount.core import dinner


def test_dinner_0():
    assert dinner(25, 2) == 50


def test_dinner_1():
    assert dinner(30, 4) == 120


def test_dinner_2():
    assert dinner(20, 2) == 40


def test_dinner_3():
    assert dinner(40, 12) == 420


def test_dinner_4():
    assert dinner(40, 5) == 175


def test_dinner_5():
    assert dinner(20, 4) == 80
