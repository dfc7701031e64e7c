from kata_bonus.core import desert


def test_desert_0():
    assert desert(37) == 49


def test_desert_1():
    assert desert(41) == 54


def test_desert_2():
    assert desert(35) == 46


def test_desert_3():
    assert desert(28) == 37


def test_desert_4():
    assert desert(19, 4) == 25


def test_desert_5():
    assert desert(19, 5) == 31
