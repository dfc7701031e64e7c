from kata_discount.core import desert


def test_desert_0():
    assert desert(2, 4) == 8


def test_desert_1():
    assert desert(9, 7) == 48


def test_desert_2():
    assert desert(15, 5) == 75


def test_desert_3():
    assert desert(25, 11) == 207


def test_desert_4():
    assert desert(5, 10) == 38


def test_desert_5():
    assert desert(20, 6) == 90
