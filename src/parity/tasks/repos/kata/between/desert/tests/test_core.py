from kata_between.core import desert


def test_desert_0():
    assert desert(2, 3, 9) == False


def test_desert_1():
    assert desert(3, 3, 9) == True


def test_desert_2():
    assert desert(4, 3, 9) == True


def test_desert_3():
    assert desert(8, 3, 9) == True


def test_desert_4():
    assert desert(9, 3, 9) == False


def test_desert_5():
    assert desert(10, 3, 9) == False
