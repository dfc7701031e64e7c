from kata_bonus.split_label import split_label


def test_split_label_0():
    assert split_label(60) == 75


def test_split_label_1():
    assert split_label(59) == 73


def test_split_label_2():
    assert split_label(12) == 15


def test_split_label_3():
    assert split_label(4) == 5


def test_split_label_4():
    assert split_label(60, 5) == 75


def test_split_label_5():
    assert split_label(60, 6) == 90
