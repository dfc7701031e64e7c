from kata_discount.core import pillow


def test_pillow_0():
    assert pillow(6, 6) == 31


def test_pillow_1():
    assert pillow(19, 2) == 38


def test_pillow_2():
    assert pillow(15, 9) == 116


def test_pillow_3():
    assert pillow(26, 4) == 104


def test_pillow_4():
    assert pillow(30, 2) == 60


def test_pillow_5():
    assert pillow(20, 4) == 80
