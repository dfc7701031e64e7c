from kata_discount.core import honey


def test_honey_0():
    assert honey(30, 3) == 90


def test_honey_1():
    assert honey(11, 7) == 66


def test_honey_2():
    assert honey(13, 10) == 112


def test_honey_3():
    assert honey(32, 2) == 64


def test_honey_4():
    assert honey(5, 4) == 20


def test_honey_5():
    assert honey(20, 4) == 80
