from kata_discount.core import honey


def test_honey_0():
    assert honey(8, 6) == 43


def test_honey_1():
    assert honey(21, 10) == 187


def test_honey_2():
    assert honey(32, 12) == 342


def test_honey_3():
    assert honey(37, 11) == 362


def test_honey_4():
    assert honey(34, 5) == 152


def test_honey_5():
    assert honey(20, 4) == 80
