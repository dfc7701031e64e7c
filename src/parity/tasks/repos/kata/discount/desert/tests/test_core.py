from kata_discount.core import desert


def test_desert_0():
    assert desert(10, 2) == 20


def test_desert_1():
    assert desert(39, 4) == 156


def test_desert_2():
    assert desert(19, 3) == 57


def test_desert_3():
    assert desert(21, 12) == 210


def test_desert_4():
    assert desert(14, 10) == 117


def test_desert_5():
    assert desert(20, 6) == 120
