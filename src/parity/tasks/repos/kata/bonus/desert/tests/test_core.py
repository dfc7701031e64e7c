from kata_bonus.core import desert


def test_desert_0():
    assert desert(58) == 77


def test_desert_1():
    assert desert(47) == 62


def test_desert_2():
    assert desert(11) == 14


def test_desert_3():
    assert desert(6) == 8


def test_desert_4():
    assert desert(14, 3) == 18


def test_desert_5():
    assert desert(14, 4) == 22
