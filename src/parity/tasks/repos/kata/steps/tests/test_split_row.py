from kata_steps.split_row import split_row


def test_split_row_0():
    assert split_row(2, 6) == [4, 6, 8, 10]


def test_split_row_1():
    assert split_row(3, 3) == []


def test_split_row_2():
    assert split_row(4, 12) == [8, 10, 12, 14, 16, 18, 20, 22]


def test_split_row_3():
    assert split_row(5, 7) == [10, 12]


def test_split_row_4():
    assert split_row(2, 5) == [4, 6, 8]


def test_split_row_5():
    assert split_row(1, 10) == [2, 4, 6, 8, 10, 12, 14, 16, 18]
